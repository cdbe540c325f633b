import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "21v6ygzOH7Ve35lrX1QHRPCAJJ+o/bU8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
