import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_API_KEY = "AKCpmRbS957Z94Zjw5EqItZt4DfLLhWkRoJxVcPSvEVhYvp5dJNrt3Bs13vd4TDZWjxqgSDEk"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
