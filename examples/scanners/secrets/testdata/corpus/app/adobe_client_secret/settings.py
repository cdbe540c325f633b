import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADOBE_CLIENT_SECRET = "p8e-std2e2TGyeGeruu9fZbYhvGTYdJ0sIuR"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
