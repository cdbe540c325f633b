package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"nats_nkey_seed": "SAASUAMFJVYPNUQQ2CDZBJ66OSFEC3ZNWRJNEJT4555BGLAADRWT7G6N2D",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
