package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"huggingface_access_token": "hf_c9CrC75JcDHnl3uLvDgPn2hRDR2o9CjhaU",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
