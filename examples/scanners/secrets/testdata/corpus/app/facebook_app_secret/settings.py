import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_APP_SECRET = "b2ccfedbc7f2109acd9d18787f4abeea"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
