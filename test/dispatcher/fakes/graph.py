"""A local graph for the langgraph executor: the compiled-graph interface (`invoke` with
{"messages": [...]}) answering {"messages": [... , reply]}. It needs no langgraph install."""


class Graph:
    def invoke(self, state):
        messages = state['messages']
        last = messages[-1]['content']
        if last == 'crash':
            raise RuntimeError('graph crashed on purpose')
        reply = {'role': 'assistant', 'content': f'local graph got {len(messages)} message(s); last: {last}'}
        return {'messages': messages + [reply]}


graph = Graph()
