import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OKTA_API_TOKEN = "004oqyf725jZoJbR-ON8S-har5KIacFLLczVfjdIhw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
