package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"clojars_deploy_token": "CLOJARS_960a0m8bi1vbwpxsrch4b6ipwwsa9llwfy360mz54p0bj5ewl97c4az7fqj9",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
