# Sourced by the CI checks that run Debian's nginx (remote_cache.sh, nginx.sh):
#   nginx_conf WORK SERVER_FILE > WORK/nginx.conf
# prints an nginx.conf that runs one worker with its pid, log and temporary files under WORK
# (WORK/tmp must exist) and serves the server block in SERVER_FILE.
nginx_conf() {
  local work="$1" server="$2" user_line=""
  # As root, the workers drop to www-data (which must reach WORK); otherwise they stay as we are.
  [ "$(id -u)" -eq 0 ] && user_line="user www-data;"
  cat <<CONF
$user_line
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path $work/tmp;
  proxy_temp_path $work/tmp;
  fastcgi_temp_path $work/tmp;
  uwsgi_temp_path $work/tmp;
  scgi_temp_path $work/tmp;
  client_max_body_size 0;
  include $server;
}
CONF
}
