import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_SECRET = "W8gYgxEXtvfeODjTxmKNImdtNIuiG7sqdNa2624obOvHH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
