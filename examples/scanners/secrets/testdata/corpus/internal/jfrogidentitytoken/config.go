package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "qFScwmd6Hofwrxp7OBlMj7Y6P5eOjX71JFV7z5xGy3wPnjTJ0Kz5FHoeJdZjrKoQ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
