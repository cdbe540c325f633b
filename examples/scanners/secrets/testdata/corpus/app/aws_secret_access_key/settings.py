import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SECRETACCESSKEY = "ry7BpHIuAHnASsG5CawtaET9eZhXeuLMhj95Q7Mx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
