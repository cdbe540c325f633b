package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"tencent_secret_id": "AKID8gHAvKtIZ43BaUem67QxAaL8OcXTf53M",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
