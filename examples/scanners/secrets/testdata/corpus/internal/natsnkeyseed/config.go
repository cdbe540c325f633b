package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"nats_nkey_seed": "SOACQITVU3MNFVSCCIR6DKQH2DRMDP3HFLU6UWLEK43TJTRTTQWN6R7FEG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
