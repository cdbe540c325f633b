package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "+CSJgw1XOir/Li+74ori5LW78V22uk0ogG+/Oirzps26A26tNTkvVaQI5wUy18jAqKlk18fOAwzopBqgfAUknK==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
