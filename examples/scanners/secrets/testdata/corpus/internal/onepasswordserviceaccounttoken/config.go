package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                          "https://api.acme.dev/v2",
	"onepassword_service_account_token": "ops_eyJvm3hqtaNUrkDvv+EgBErvezc5eJoowaWJ7zlO17KsZ9unu43nDPI6REg11BnZ6xWZ1oqA36+6p/qiNctBMfUsfQaTtuHropoir6ylKwBp5Fd3EK4O0uW+oAQnGEUigoK8WSwUiYaHjC1nQk4JSXN7ET8tUjTgnapoXZeeUmSuc/1RtaVreyLNLMFLTcaSuOkbR/ayQLIQXiS1MTcJJCw2CBzdW/cH2vqBMbmPR3HF8AkP229S/8q623qiun502su=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
