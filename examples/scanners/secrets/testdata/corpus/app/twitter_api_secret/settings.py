import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_SECRET = "m5GxMkSlGbcn1JKfrVbAbhZyP2OSK8OilxdXZ13XoV4qW4YI7P"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
