package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"clojars_deploy_token": "CLOJARS_wq1jtn1awt3gl901x7yeqz2sqyq38acd2uboehegn7wrag8aorq0ahfn1q2e",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
