package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"rapidapi_key": "mJTX8O7zW0EQ7UNvIJMZlF_8G37oG-ST8iiCYDG8elsR6v9IlF",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
