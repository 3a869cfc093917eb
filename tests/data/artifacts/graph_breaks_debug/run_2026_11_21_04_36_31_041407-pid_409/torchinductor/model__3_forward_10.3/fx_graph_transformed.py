class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[64, 256]"):
        # File: /home/user/project/scenarios.py:21 in torch_dynamo_resume_in_forward_at_20, code: return torch.relu(y) + n
        relu: "f32[64, 256]" = torch.ops.aten.relu.default(primals_1);  primals_1 = None
        add: "f32[64, 256]" = torch.ops.aten.add.Tensor(relu, 0)
        le: "b8[64, 256]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        return (add, le)
