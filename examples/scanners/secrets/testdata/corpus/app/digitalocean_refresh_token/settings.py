import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_REFRESH_TOKEN = "dor_v1_a8f2faf20239af43e38cd0f0939bd009acfb0121d7a41a2c4371ef57cd8f3be3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
