package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"doppler_token": "dp.pt.0s4CzVdAXf9m883rcUdILfjcR7fvvaSSrAKmR0XZs",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
