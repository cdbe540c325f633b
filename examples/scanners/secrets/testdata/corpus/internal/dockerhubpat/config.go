package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"dockerhub_pat": "dckr_pat_fbN83ume42IHnLZhyTp8TPgw9n8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
