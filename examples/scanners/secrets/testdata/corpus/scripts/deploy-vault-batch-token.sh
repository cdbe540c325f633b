#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_BATCH_TOKEN='hvb.2Tu_HxKJ4mnqS5EDEtpj8BysADkjo3WBqCHjZZDMgUNNwFbAkJ2QITuYC72odvf4CwdFFvH2NacdQgIwSD6FOwydQYFJG7ndZKcoSDssdJYe9m88nSgOTk4_n6phdLTHz9u9Bxssm7JdZbxIFZJ3yKR9VNgYmuyVNfVoLlGac4DQl4DoEYwQzvOwG6bH80m99hG8rc8KsQdty9FHgb'
./release --region eu-west-1 --verbose
echo done
