import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_APP_SECRET = "c6ca15aa4adf263f08cef674d377c979"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
