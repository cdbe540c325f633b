import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SCALINGO_API_TOKEN = "tk-us-8B3se2cspQ6C9YRdqIZmdRFHt6GgwejnoJRIQe5v0HCjEsUs"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
