package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"nats_nkey_seed": "SUA6YFVQNG3TDH7DU6RFVZDKF26PA55AERDYFFG2JJTNR2CPX3VIYAG7ER",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
