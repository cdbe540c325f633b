package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"grafana_api_key": "eyJrIjoi5Au37zOdMlqfcGyMRT1GqpseMSzry6uy6yHDM6u8sQkejWxJA3s7AjU99oADfAw0TaPE7Iwofg4E",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
