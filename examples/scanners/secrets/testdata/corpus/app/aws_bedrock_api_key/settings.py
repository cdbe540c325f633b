import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_API_KEY = "ABSKQmVkcm9ja0FQSUtleSa7bLsRRMlZs2kONS3EEn60tbR3FahlQiVNtkpcUZ8JFIwdB6n4nutMu/zI/QjxSq2G/YsC1HG3XavMDy64hc1WrX/sXI+dHzoE1N+antebO+LG7WApR6dl=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
