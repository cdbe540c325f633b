package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"prefect_api_key": "pnu_5oLjNFu2NvzUnuKAJ2F9RPGjshTOxkGbp8Q1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
