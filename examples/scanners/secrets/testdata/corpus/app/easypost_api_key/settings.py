import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_API_KEY = "EZAKNtlVjkewLgLUwxx7iuasK57vSh1mlw61yeeUmHYGWyVzwG1Oj1pqUQ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
