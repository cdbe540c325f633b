package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"dropbox_long_lived_token": "9v0miqd3vxzAAAAAAAAAAx4A5T5_mbWBCJytes5K4eDDuDH91X4-v-MS0aKPoRTO",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
