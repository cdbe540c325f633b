package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"doppler_token": "dp.st.pEdU5Q100W9WfXQ6EmASgiH2iuLn6Qdw5EgNfJrRZun",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
