#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_BEDROCK_SHORT_TERM_API_KEY='bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t60/SiSdQ2Mhpa6IBVAL12WWRVrTw5sIGvg4eToYFrhxBQYenITo7rrjkR5V+wnqb0tEf49vHfjgUEigrOPBzHKIa/yfavWu7maZVi32UeSmHQdEzhEOzU34TP5IqJ8sle0Alshx55J7qab1FnOTL4y/4p3pvDAJwrv29tm0Q5dcqKsW2KbSqL88WHak7DQj0XjN2KDm+AjEgA1R+3MY39u/pkm7+DiQ+L9Dw+h2grmMnuwaZxpdRG4vFndPs5mp09i2+o7fDlPyjw+p0cPYOe='
./release --region eu-west-1 --verbose
echo done
