import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_APP_SECRET = "49cd3a4eb86f335a3d99d66c249e3986"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
