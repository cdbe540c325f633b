import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NUGET_API_KEY = "oy2y9vrvxs2qyjk5wo9a4829oer5goidcdw28iwblvxoye"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
