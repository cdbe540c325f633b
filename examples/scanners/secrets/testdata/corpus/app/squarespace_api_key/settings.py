import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARESPACE_API_KEY = "2dbc22a5-e43e-f8f2-bc21-c871f256a7b2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
