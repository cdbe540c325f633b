import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "nbEI3crtFaGsS9ZfyJVI5r51"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
