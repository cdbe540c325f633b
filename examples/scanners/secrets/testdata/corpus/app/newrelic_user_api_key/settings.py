import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NEWRELIC_USER_API_KEY = "NRAK-ZDUQ51OC7LKY6HF1BQ0GX8T7NRS"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
