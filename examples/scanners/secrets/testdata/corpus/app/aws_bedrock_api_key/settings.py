import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_API_KEY = "ABSKQmVkcm9ja0FQSUtleSgQRP5K2mh7kkH4tQmfb3eg7A+kAHdbxXFqtIeLiIwWlJ4rkPU1avxsw1Dj+JHmpXmwI1jR8sP0iY0WfdvGFXAOp5W16dxU7CYEIQR5inp5ol3I3SaQR9HaZJciQcwDhptI/jnqjmT2jfc0Zh/ZiHIxL3DqS+WfemaVMaq+Nfuv4qsQIHIBaVLFmJuTc/PzGC9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
