// The API reference page: renders /v1/openapi.json (served by every gateway; no third-party host).
fetch('/v1/openapi.json').then(r=>r.json()).then(doc=>{
  const byTag={};
  for(const [path,ops] of Object.entries(doc.paths))for(const [method,op] of Object.entries(ops))(byTag[op.tags[0]]??=[]).push({path,method,op});
  const esc=s=>String(s).replace(/[&<>"]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
  const main=document.getElementById('ops');main.innerHTML='';
  for(const [tag,list] of Object.entries(byTag)){
    const h=document.createElement('h2');h.textContent=tag;main.append(h);
    for(const {path,method,op} of list){
      const d=document.createElement('details');
      d.innerHTML='<summary><span class="m '+method+'">'+method.toUpperCase()+'</span>'+esc(path)+' — '+esc(op.summary)+'</summary>'+
        (op.parameters?'<h4>Parameters</h4><pre>'+esc(JSON.stringify(op.parameters,null,2))+'</pre>':'')+
        (op.requestBody?'<h4>Body</h4><pre>'+esc(JSON.stringify(op.requestBody.content['application/json'].schema,null,2))+'</pre>':'')+
        '<h4>Responses</h4><pre>'+esc(JSON.stringify(op.responses,null,2))+'</pre>';
      main.append(d);
    }
  }
});
