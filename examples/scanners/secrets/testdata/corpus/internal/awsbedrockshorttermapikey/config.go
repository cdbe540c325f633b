package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                       "https://api.acme.dev/v2",
	"aws_bedrock_short_term_api_key": "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tLGo1DLkYNdQhKkvZKNqgIsquiEuCreAc5oDBfElrD+nBq9lACtw6Taql8irK9XQzMWd0KV20t+yfJuuxR4Khbx1EqSZv164elsJZ0pYbsYiOus/IkpWOJ7p5nApqozcHVL/BX/K0quSqGAtJ88uGgSwQ986/atKQBolGqe96IzyOtx/WWx+uqWBtlma0NUkjbF3oCK65faIr8u2knlfFbkGroi1RXcP4Cl6H0JgbP0o0qyzFVldyCGs/kODSuY3R==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
