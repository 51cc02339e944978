"""Runs one LangGraph graph for the dispatcher's langgraph executor (local mode).

Usage: python3 langgraph_runner.py path/to/file.py:variable
Reads one JSON request per line on stdin ({"messages": [{"role", "content"}], "jobId"}), calls
graph.invoke({"messages": [...]}) and writes one JSON line per request on stdout:
{"content": "..."} or {"error": "..."}. Anything the graph prints goes to stderr.
"""
import importlib.util
import json
import sys


def load(spec):
    path, _, name = spec.rpartition(':')
    if not path:
        path, name = spec, 'graph'
    module_spec = importlib.util.spec_from_file_location('agent_graph', path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    graph = getattr(module, name)
    return graph() if callable(graph) and not hasattr(graph, 'invoke') else graph


def text_of(message):
    if isinstance(message, dict):
        content = message.get('content', '')
    else:
        content = getattr(message, 'content', '')
    if isinstance(content, list):
        return ''.join(p if isinstance(p, str) else p.get('text', '') for p in content)
    return str(content)


def main():
    out = sys.stdout
    sys.stdout = sys.stderr
    graph = load(sys.argv[1])
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            result = graph.invoke({'messages': request['messages']})
            messages = result.get('messages', []) if isinstance(result, dict) else []
            reply = {'content': text_of(messages[-1]) if messages else ''}
        except Exception as err:  # the dispatcher retries and logs; the graph must not kill the runner
            reply = {'error': f'{type(err).__name__}: {err}'}
        out.write(json.dumps(reply) + '\n')
        out.flush()


if __name__ == '__main__':
    main()
