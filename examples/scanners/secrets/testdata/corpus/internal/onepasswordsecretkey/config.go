package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"onepassword_secret_key": "A3-DHTU81-N7ZCD8M8VOS-4JC5A-CSK66-VUI1S",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
