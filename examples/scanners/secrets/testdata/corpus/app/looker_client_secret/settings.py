import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "hsB3sbo1nz37NCiusJRrtkom"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
