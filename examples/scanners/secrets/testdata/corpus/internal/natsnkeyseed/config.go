package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"nats_nkey_seed": "SAA4OZLB2RMVOI7JNQMP72C4CKBZWZGDBEIQFGHEZ3TZXYBTP2B637EP3F",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
