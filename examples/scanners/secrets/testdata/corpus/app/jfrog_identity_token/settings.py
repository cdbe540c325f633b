import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "l7f8nn0znr1jNKF6GQYWQCfVv28pQfqr8pabiCl77aUc3yzDGonoQpURYciiXbtu"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
