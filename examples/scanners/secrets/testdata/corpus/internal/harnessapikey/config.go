package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"harness_api_key": "pat.60UHUljcRU7Sl2b0pLTjLD.L6KIWZ21hzTYXO11j8DwhCbD.gearoIBSbZJtovbHJZnV",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
