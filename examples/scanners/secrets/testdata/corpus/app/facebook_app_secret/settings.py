import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_APP_SECRET = "5305079024d58dbef7b5c94a71121906"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
