import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

POSTMAN_API_KEY = "PMAK-a0b4c22ec64b1f94573adc71-3e82dcc5d3a5abe01eb3f0550f1aec5aca"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
