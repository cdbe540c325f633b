import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADOBE_CLIENT_SECRET = "p8e-XDD10jqWAhm6sZIeftMcaJDTNLCvN6bY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
