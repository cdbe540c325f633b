package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":  "https://api.acme.dev/v2",
	"figma_pat": "figd_kKsG_WCLrxcyIcJtfchBrt2oW2lRnhnNGocTF3fH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
