import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_CLOUD_API_TOKEN = "glc_apunDZcXC9u6mF4tW+7zScQAT0DMOctlZPgXlw+v1neK+C8z3XegXCqrKwMa7REDDGMotCSaRxzgNrHLDLkwvx0jOE7ECqk9ijWEjgOdcAbl4GsEa8GS7nidhQMb2Xb/AegXUE7LGl06b34QzaCnA3g0C01K2O40aBNdvlejbhEFTcvq/zALEEJOTUEYv8Xz11rJx7CCJ27Fc7jPi7kyZzqw5kJXw8SQF23dFmN59a14aCU5="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
