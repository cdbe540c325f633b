import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "LDYsBQNWrtn682CGqnrqobM9x6j6VS9l"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
