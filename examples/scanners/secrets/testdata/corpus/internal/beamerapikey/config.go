package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"beamer_api_key": "b_pTxNEqc4B3TidJvpfzgabx=f0fxnMFjeiCtA1sZj5F=M",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
